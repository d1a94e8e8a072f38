import { useDeskTexts, type DeskKey } from '@/desk/i18n/texts';

// The desk's sections (docs/desk.md#sections), below its header once a manager is signed in:
// buttons, the one shown marked aria-current. No router: the desk is one page, /desk, and the
// board's live reads restart cheaply when it is shown again.

export const DESK_VIEWS = [
  'board',
  'map',
  'newOrder',
  'import',
  'drivers',
  'shift',
  'settings',
] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

const NAMES: Record<DeskView, DeskKey> = {
  board: 'nav.board',
  map: 'nav.map',
  newOrder: 'nav.newOrder',
  import: 'nav.import',
  drivers: 'nav.drivers',
  shift: 'nav.shift',
  settings: 'nav.settings',
};

export function DeskNav({ view, onView }: { view: DeskView; onView: (view: DeskView) => void }) {
  const { t } = useDeskTexts();
  return (
    <nav className="desk-nav" aria-label={t('nav.label')}>
      <ul className="desk-nav__list">
        {DESK_VIEWS.map((each) => (
          <li key={each}>
            <button
              type="button"
              className="desk-nav__button"
              aria-current={each === view ? 'page' : undefined}
              onClick={() => onView(each)}
            >
              {t(NAMES[each])}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
