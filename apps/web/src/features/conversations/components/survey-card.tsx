import { useKit } from '../../../lib/kit/kit.ts';
import type { TSurveyView } from '../hooks/use-apply-conversations.ts';

/** The three questions about a closed application, answered once. */
export const SurveyCard = ({ view }: { view: TSurveyView }) => {
  const { Form, Field, Choice, TextArea, Actions, Notice } = useKit();
  return (
    <section className="survey-card" aria-label={view.title}>
      <h2 className="survey-card__title">{view.title}</h2>
      {view.done ? (
        <Notice tone="success">{view.thanks}</Notice>
      ) : (
        <Form onSubmit={view.submit}>
          <p className="survey-card__lead">{view.lead}</p>
          <Field label={view.recommendLabel} group error={view.errors.recommend}>
            <Choice<number>
              aria-label={view.recommendLabel}
              value={view.recommend}
              onChange={view.setRecommend}
              options={view.recommendOptions}
            />
            <p className="survey-card__scale">
              <span>{view.recommendLow}</span>
              <span>{view.recommendHigh}</span>
            </p>
          </Field>
          <Field label={view.informedLabel} group error={view.errors.informed}>
            <Choice
              aria-label={view.informedLabel}
              value={view.informed}
              onChange={view.setInformed}
              options={view.informedOptions}
            />
          </Field>
          <Field label={view.commentLabel} htmlFor="survey-comment" error={view.errors.comment}>
            <TextArea
              id="survey-comment"
              value={view.comment}
              onChange={view.setComment}
              rows={3}
              maxLength={view.commentMax}
              showCount
            />
          </Field>
          {view.errors.form && <Notice tone="error">{view.errors.form}</Notice>}
          <Actions
            submit={view.submitLabel}
            cancel={view.laterLabel}
            onCancel={view.later}
            pending={view.pending}
          />
        </Form>
      )}
    </section>
  );
};
