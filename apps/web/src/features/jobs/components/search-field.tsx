import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useRef, useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';

type TInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
>;

interface TProps extends TInputProps {
  /** Given: the field shows it (controlled); else it keeps what is typed, starting from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** After the clear button has emptied the field. */
  onCleared?: () => void;
  /** Joined to a button on its right, as antd's search field with its button. */
  attached?: boolean;
}

const ClearButton = ({ onClear }: { onClear: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <button type="button" className="search-field__clear" aria-label={t('search.clear')} onClick={onClear}>
      <Icon svg={CloseCircleFilled} aria-hidden />
    </button>
  );
};

/**
 * A keyword field as antd's large input shows it, with its clear button, for the desktop's job search. It
 * is not antd's: that input and its helpers were a twentieth of a desktop's first visit to /home and
 * /position, for one field.
 */
export const SearchField = ({
  value,
  defaultValue,
  onValueChange,
  onCleared,
  attached,
  className,
  ...input
}: TProps) => {
  const field = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue ?? '');
  const shown = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <span
      className={['search-field', attached && 'search-field--attached', className].filter(Boolean).join(' ')}
    >
      <input
        {...input}
        ref={field}
        type="search"
        enterKeyHint="search"
        className="search-field__input"
        value={shown}
        onChange={(event) => change(event.target.value)}
      />
      {shown && (
        <ClearButton
          onClear={() => {
            change('');
            field.current?.focus();
            onCleared?.();
          }}
        />
      )}
    </span>
  );
};
