import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import type { TSurveyView } from '../hooks/use-apply-conversations.ts';

/** The three questions about a closed application, answered once. */
export const SurveyCard = ({ view }: { view: TSurveyView }) => {
  const { Choice, TextArea, Actions, Notice } = useKit();
  return (
    <section className="survey-card" aria-label={view.title}>
      <h2 className="survey-card__title">{view.title}</h2>
      {view.done ? (
        <Notice tone="success">{view.thanks}</Notice>
      ) : (
        <SchemaForm form={view.form} name="survey" onSubmit={view.submit}>
          <p className="survey-card__lead">{view.lead}</p>
          <FormField name="recommend" label={view.recommendLabel} group>
            {(control) => (
              <>
                <Choice<number>
                  aria-label={view.recommendLabel}
                  value={control.value as number | undefined}
                  onChange={control.onChange}
                  options={view.recommendOptions}
                />
                <p className="survey-card__scale">
                  <span>{view.recommendLow}</span>
                  <span>{view.recommendHigh}</span>
                </p>
              </>
            )}
          </FormField>
          <FormField name="informed" label={view.informedLabel} group>
            {(control) => (
              <Choice
                aria-label={view.informedLabel}
                value={control.value as string | undefined}
                onChange={control.onChange}
                options={view.informedOptions}
              />
            )}
          </FormField>
          <FormField name="comment" id="survey-comment" label={view.commentLabel}>
            {(control) => <TextArea {...control} rows={3} maxLength={view.commentMax} showCount />}
          </FormField>
          {view.refusal && <Notice tone="error">{view.refusal}</Notice>}
          <Actions
            submit={view.submitLabel}
            cancel={view.laterLabel}
            onCancel={view.later}
            pending={view.pending}
          />
        </SchemaForm>
      )}
    </section>
  );
};
