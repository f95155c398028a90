import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import type { THrAssessmentResult } from '@tmp/contracts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

const KNOWN_FLAGS = [
  'tooFast',
  'outOfOrder',
  'outsideWindow',
  'textMismatch',
  'pasted',
  'imeInEnglish',
  'longCommit',
  'notAutosaved',
];

/** 'typing.tooFast' and 'tooFast' are the same flag; the list holds each once. */
const flagNames = (result: THrAssessmentResult) => [
  ...new Set([
    ...result.integrityFlags.map((flag) => flag.replace(/^typing\./, '')),
    ...result.typing.flatMap((typing) => typing.flags),
  ]),
];

const TypingMetrics = ({ typing }: { typing: THrAssessmentResult['typing'][number] }) => {
  const { t } = useTranslation('hr');
  const { Details } = useKit();
  const speed = (value: number) => t(`assessment.${typing.unit}`, { value });
  return (
    <section className="hr-typing">
      <h4 className="hr-section-title">{t('assessment.typing')}</h4>
      <Details
        columns={2}
        items={[
          { key: 'speed', label: t('assessment.speed'), children: <strong>{speed(typing.speed)}</strong> },
          { key: 'raw', label: t('assessment.rawSpeed'), children: speed(typing.rawSpeed) },
          { key: 'accuracy', label: t('assessment.accuracy'), children: `${typing.accuracy}%` },
          { key: 'errors', label: t('assessment.errors'), children: typing.errors },
          { key: 'backspaces', label: t('assessment.backspaces'), children: typing.backspaces },
          {
            key: 'words',
            label: t(typing.language === 'zh' ? 'assessment.characters' : 'assessment.words'),
            children: typing.totalWords,
          },
          {
            key: 'elapsed',
            label: t('assessment.elapsed'),
            children: t('assessment.seconds', { count: Math.round(typing.elapsedSeconds) }),
          },
        ]}
      />
    </section>
  );
};

const Count = ({ title, value }: { title: string; value: number }) => (
  <div className="hr-count">
    <div className="hr-count__title">{title}</div>
    <div className="hr-count__value">{value}</div>
  </div>
);

/** Each time the candidate left full screen or the exam's tab, in order. */
const Events = ({ events }: { events: THrAssessmentResult['events'] }) => {
  const { t } = useTranslation('hr');
  const { Empty } = useKit();
  const format = useHrFormat();
  if (!events.length) return <Empty title={t('assessment.noEvents')} />;
  return (
    <ol className="hr-timeline">
      {events.map((event, index) => (
        <li key={index} className="hr-timeline__item">
          <strong>
            {event.type === 'fullscreenExit' || event.type === 'tabSwitch'
              ? t(`assessment.eventTypes.${event.type}`)
              : event.type}
          </strong>
          <span className="hr-history__date">{format.dateTime(event.occurredAt)}</span>
        </li>
      ))}
    </ol>
  );
};

/**
 * The reasons to look closer (the flags in words, so HR knows what to look at), typing metrics, and the
 * full-screen / tab-switch record with its timeline.
 */
export const AssessmentIntegrity = ({ result }: { result: THrAssessmentResult }) => {
  const { t } = useTranslation('hr');
  const { Notice } = useKit();
  const flags = flagNames(result);
  return (
    <div className="hr-integrity">
      {flags.length > 0 && (
        <Notice tone="warning">
          <strong>{t('assessment.flags')}</strong>
          <ul className="hr-flag-list">
            {flags.map((flag) => (
              <li key={flag}>{KNOWN_FLAGS.includes(flag) ? t(`assessment.flagText.${flag}`) : flag}</li>
            ))}
          </ul>
        </Notice>
      )}
      {result.typing.map((typing) => (
        <TypingMetrics key={typing.questionId} typing={typing} />
      ))}
      {result.typing.length > 0 && !flags.length && (
        <p className="hr-table__secondary">{t('assessment.noFlags')}</p>
      )}
      <div className="hr-integrity__counts">
        <Count title={t('assessment.fullscreenExits')} value={result.fullscreenExits} />
        <Count title={t('assessment.tabSwitches')} value={result.tabSwitches} />
      </div>
      <h4 className="hr-section-title">{t('assessment.events')}</h4>
      <Events events={result.events} />
    </div>
  );
};
