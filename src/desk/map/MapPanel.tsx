import { useBoardActions } from '@/desk/board/boardActions';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { MapChoice } from './MapDrawing';
import type { DeskMapModel, MapDriver, MapStop } from './mapModel';

// Beside the desk's map (docs/map.md#the-desks-map): the chosen stop with "Assign #1042" (the
// board's menu) or the chosen driver; who is on shift, when each was last seen, stale ones
// marked; and the open orders without a map position, listed with their own "Assign #1042"
// rather than dropped.

export function MapPanel({
  model,
  chosen,
  onClose,
}: {
  model: DeskMapModel;
  chosen: MapChoice;
  onClose(): void;
}) {
  const { t } = useDeskTexts();
  const stop = chosen?.kind === 'stop' ? model.stopsById.get(chosen.id) : undefined;
  const driver =
    chosen?.kind === 'driver' ? model.drivers.find((each) => each.uid === chosen.id) : undefined;
  return (
    <div className="desk-map__panel">
      {(stop !== undefined || driver !== undefined) && (
        <section className="desk-map__chosen" aria-label={t('map.chosen')}>
          {stop !== undefined && <StopFacts stop={stop} model={model} />}
          {driver !== undefined && <DriverFacts driver={driver} />}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('map.close')}
          </button>
        </section>
      )}
      <OnShift model={model} />
      {model.unplaced.length > 0 && (
        <section className="desk-map__unplaced" aria-labelledby="desk-map-unplaced">
          <h2 id="desk-map-unplaced">{t('card.noPosition')}</h2>
          <p className="desk-map__help">{t('map.noPositionHelp')}</p>
          <ul className="plain-list desk-map__list">
            {model.unplaced.map((each) => (
              <li key={each.id} className="desk-map__item">
                <StopFacts stop={each} model={model} heading={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Where a stop is in the day: "Ana Ribeiro, stop 2", or "Unassigned". */
function runText(stop: MapStop, model: DeskMapModel, t: ReturnType<typeof useDeskTexts>['t']) {
  const run = model.runs.find((each) => each.uid === stop.driverUid);
  if (run === undefined || stop.number === null) return t('board.unassigned');
  return t('map.chosenRun', { driver: run.name, number: stop.number });
}

function StopFacts({
  stop,
  model,
  heading = true,
}: {
  stop: MapStop;
  model: DeskMapModel;
  heading?: boolean;
}) {
  const { t } = useDeskTexts();
  const { openCardMenu } = useBoardActions();
  const Title = heading ? 'h2' : 'h3';
  return (
    <div className="desk-map__facts">
      <Title className="desk-map__title">{stop.order}</Title>
      <p>{stop.street}</p>
      <p className="desk-map__run">
        {stop.colour !== null && (
          <span className={`desk-map__swatch desk-map--run-${stop.colour}`} aria-hidden="true" />
        )}
        {runText(stop, model, t)}
      </p>
      {stop.pending && <p className="desk-map__pending">{t('card.assigning')}</p>}
      <button
        type="button"
        className="button button--primary"
        aria-haspopup="menu"
        onClick={(event) => openCardMenu(stop.id, event.currentTarget)}
      >
        {t('card.assign', { number: stop.ref })}
      </button>
    </div>
  );
}

function DriverFacts({ driver }: { driver: MapDriver }) {
  return (
    <div className="desk-map__facts">
      <h2 className="desk-map__title">{driver.name}</h2>
      <LastSeen driver={driver} />
    </div>
  );
}

function LastSeen({ driver }: { driver: MapDriver }) {
  const { t } = useDeskTexts();
  return (
    <p className="desk-map__seen">
      {t('map.lastSeen', { minutes: driver.minutesAgo })}
      {driver.stale && <span className="desk-map__stale-tag">{t('map.stale')}</span>}
    </p>
  );
}

function OnShift({ model }: { model: DeskMapModel }) {
  const { t } = useDeskTexts();
  const none = model.drivers.length === 0 && model.driversWithoutPosition.length === 0;
  return (
    <section className="desk-map__shift" aria-labelledby="desk-map-shift">
      <h2 id="desk-map-shift">{t('map.onShift')}</h2>
      {none ? (
        <p className="desk-map__help">{t('map.nobodyOnShift')}</p>
      ) : (
        <ul className="plain-list desk-map__list">
          {model.drivers.map((driver) => (
            <li key={driver.uid} className="desk-map__item desk-map__person">
              <span
                className={`desk-map__swatch desk-map--run-${driver.colour}`}
                aria-hidden="true"
              />
              <span className="desk-map__name">{driver.name}</span>
              <LastSeen driver={driver} />
            </li>
          ))}
          {model.driversWithoutPosition.map((driver) => (
            <li key={driver.uid} className="desk-map__item desk-map__person">
              <span className="desk-map__name">{driver.name}</span>
              <p className="desk-map__seen">{t('map.noPositionYet')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
