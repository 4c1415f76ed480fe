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

/**
 * The nav bar's flag selector; the choice is kept for the next visit. Its combobox is named by a
 * label only screen readers see (an aria-label given to the Dropdown lands on its outer box).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const options: Option[] = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  return (
    <>
      <label htmlFor="language-selector" className="p-hidden-accessible">
        {t('nav.language')}
      </label>
      <Dropdown
        inputId="language-selector"
        className="language-selector"
        value={i18n.language}
        options={options}
        optionValue="value"
        onChange={(event) => void i18n.changeLanguage(event.value as Language)}
        itemTemplate={(option: Option) => <OptionView option={option} />}
        valueTemplate={(option: Option | null) => (option ? <OptionView option={option} /> : null)}
      />
    </>
  );
}
