import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit, type TRegion } from '../../../lib/kit/kit.ts';
import { FormField, type TControl } from '../../../lib/form/form.tsx';
import type { TDistrictNode, TResumeField } from '@tmp/contracts';
import { useDistrictTree } from '../../../lib/reference-data.ts';
import {
  choiceKey,
  choiceOf,
  useRegionPick,
  useResumeControl,
  type TResumeControl,
  type TResumeFieldItem,
} from '../hooks/use-resume-form-view.ts';

const toRegions = (nodes: readonly TDistrictNode[]): TRegion[] =>
  nodes.map((node) => ({
    label: node.text,
    value: String(node.value),
    ...(node.children?.length ? { children: toRegions(node.children) } : {}),
  }));

type TAddressView = Extract<TResumeControl, { kind: 'address' }>;

/** Free-text address; a cascading region picker (country, province, city) fills its beginning. */
const AddressField = ({ control, view }: { control: TControl<string | undefined>; view: TAddressView }) => {
  const { Input, RegionPicker, device } = useKit();
  const tree = useDistrictTree();
  const { id, value, onChange } = control;
  const pickRegion = useRegionPick(value, onChange);
  return (
    <div className={`resume-address resume-address--${device}`}>
      <RegionPicker
        regions={toRegions(tree.data ?? [])}
        label={view.regionLabel}
        onPick={(names) => pickRegion(names.join(' '))}
      />
      <Input
        id={id}
        value={value ?? ''}
        onChange={onChange}
        maxLength={view.maxLength}
        placeholder={view.placeholder}
      />
    </div>
  );
};

/** Draws the field's control (use-resume-form-view.ts) with the kit, bound by the FormField around it. */
const FieldControl = ({ field, control }: { field: TResumeField; control: TControl }) => {
  const kit = useKit();
  const view = useResumeControl(field);
  const { id, value, onChange } = control;
  const typed = { id, value: value ?? '', onChange };
  switch (view.kind) {
    case 'textarea':
      return (
        <kit.TextArea
          {...typed}
          rows={3}
          maxLength={view.maxLength}
          showCount
          placeholder={view.placeholder}
        />
      );
    case 'date':
      return <kit.DateInput {...control} label={field.label} placeholder={view.placeholder} />;
    case 'number':
      return <kit.NumberInput {...control} min={view.min} max={view.max} placeholder={view.placeholder} />;
    case 'choice':
      return (
        <kit.Choice
          value={choiceKey(value)}
          onChange={(key) => onChange(choiceOf(view.choices, key))}
          options={view.choices.map((choice) => ({ value: choiceKey(choice.value)!, label: choice.label }))}
          aria-label={field.label}
        />
      );
    case 'list':
      return (
        <kit.Select
          id={id}
          value={value as string | number | undefined}
          onChange={onChange}
          options={view.choices as Array<{ value: string | number; label: string }>}
          placeholder={view.placeholder}
          search
        />
      );
    case 'address':
      return <AddressField control={control} view={view} />;
    case 'text':
      return (
        <kit.Input
          {...typed}
          type={view.inputType}
          maxLength={view.maxLength}
          placeholder={view.placeholder}
        />
      );
  }
};

/** One field of the resume: its label (and the job's mark), why it is asked, and its control. */
export const ResumeFormField = ({ field, name, required, jobRequired }: TResumeFieldItem) => {
  const { t } = useTranslation('resumes');
  const { Tag } = useKit();
  const wide = field.type === 'textarea' || !!field.reason || field.key === 'basic.address';
  return (
    <div className={`resume-field${wide ? ' resume-field--wide' : ''}`} data-field={name}>
      <FormField
        name={name}
        required={required}
        label={
          <span className="resume-field__label">
            {field.label}
            {jobRequired && (
              <Tag tone="orange" className="resume-field__job-tag">
                {t('delivery.jobRequired')}
              </Tag>
            )}
          </span>
        }
        hint={
          field.reason ? (
            <span className="resume-field__reason">
              <Icon svg={InfoCircleOutlined} aria-hidden /> <strong>{t('form.why')}:</strong> {field.reason}
            </span>
          ) : undefined
        }
      >
        {(control) => <FieldControl field={field} control={control} />}
      </FormField>
    </div>
  );
};
