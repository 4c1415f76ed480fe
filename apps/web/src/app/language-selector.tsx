import { LANGUAGES, type Language } from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Flag } from '../components/flag';

interface Option {
  value: Language;
  label: string;
}

function OptionView({ option }: { option: Option }) {
  return (
    <span className="language-option">
      <Flag language={option.value} />
      <span>{option.label}</span>
    </span>
  );
}

/** The nav bar's flag selector; the choice is kept for the next visit. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const options: Option[] = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  return (
    <Dropdown
      inputId="language-selector"
      className="language-selector"
      aria-label={t('nav.language')}
      value={i18n.language}
      options={options}
      optionValue="value"
      onChange={(event) => void i18n.changeLanguage(event.value as Language)}
      itemTemplate={(option: Option) => <OptionView option={option} />}
      valueTemplate={(option: Option | null) => (option ? <OptionView option={option} /> : null)}
    />
  );
}
