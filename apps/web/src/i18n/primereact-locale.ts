import i18next, { type i18n as I18n } from 'i18next';
import { addLocale, type LocaleOptions, locale, localeOptions } from 'primereact/api';

const english = localeOptions('en') as LocaleOptions;

/** What a filtered list announces and a folded selection shows (texts PrimeReact's types lack). */
const listTexts: Record<string, string> = {
  searchMessage: '{0} resultados disponíveis',
  selectionMessage: '{0} itens selecionados',
};

/** Names of PrimeReact's buttons and lists (its types lack some it uses: the password's show and hide). */
const ariaLabels: Record<string, string> = {
  close: 'Fechar',
  navigation: 'Navegação',
  listLabel: 'Lista de opções',
  firstPageLabel: 'Primeira página',
  prevPageLabel: 'Página anterior',
  nextPageLabel: 'Página seguinte',
  lastPageLabel: 'Última página',
  pageLabel: 'Página {page}',
  rowsPerPageLabel: 'Linhas por página',
  jumpToPageDropdownLabel: 'Ir para a página',
  jumpToPageInputLabel: 'Ir para a página',
  passwordShow: 'Mostrar palavra-passe',
  passwordHide: 'Ocultar palavra-passe',
  selectAll: 'Todos os itens selecionados',
  unselectAll: 'Nenhum item selecionado',
  selectLabel: 'Selecionar',
  unselectLabel: 'Desmarcar',
  removeLabel: 'Remover',
  expandLabel: 'Expandir',
  collapseLabel: 'Recolher',
  showFilterMenu: 'Mostrar filtro',
  hideFilterMenu: 'Ocultar filtro',
  previous: 'Anterior',
  next: 'Seguinte',
  scrollTop: 'Voltar ao início',
};

/**
 * PrimeReact's own texts in Portuguese (pt-PT): the pickers' day and month names, and the names it
 * gives its icon-only buttons and lists (a dialog's or a toast's close button, the password's
 * hide button, the paginator's, a dropdown's list), else read out in English.
 */
addLocale('pt', {
  firstDayOfWeek: 1,
  dayNames: [
    'domingo',
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
  ],
  dayNamesShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  dayNamesMin: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
  monthNames: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  monthNamesShort: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  today: 'Hoje',
  clear: 'Limpar',
  accept: 'Sim',
  reject: 'Não',
  cancel: 'Cancelar',
  choose: 'Escolher',
  chooseDate: 'Escolher data',
  chooseMonth: 'Escolher mês',
  chooseYear: 'Escolher ano',
  prevMonth: 'Mês anterior',
  nextMonth: 'Mês seguinte',
  prevYear: 'Ano anterior',
  nextYear: 'Ano seguinte',
  prevDecade: 'Década anterior',
  nextDecade: 'Década seguinte',
  weekHeader: 'Sem',
  emptyMessage: 'Sem opções disponíveis',
  emptyFilterMessage: 'Sem resultados',
  ...listTexts,
  passwordPrompt: 'Introduza uma palavra-passe',
  weak: 'Fraca',
  medium: 'Média',
  strong: 'Forte',
  aria: { ...english.aria, ...ariaLabels },
});

/** PrimeReact speaks the app's language, and follows it when it changes. */
function followLanguage(i18n: I18n): void {
  locale(i18n.language);
  i18n.on('languageChanged', (language) => locale(language));
}

// From the moment PrimeReact's code is there: the modules drawing with its texts import this one
// (app/prime-provider.tsx, the paginator).
followLanguage(i18next);
