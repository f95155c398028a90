import { useHref, useLinkClickHandler } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import type { TButtonProps, TKit } from './kit.ts';

/** The phone's buttons (one may be a link in the app) and its question before an action. */

/** A link in the app, drawn as antd-mobile draws its buttons (their classes), opened by the app's router. */
type TLinkProps = Pick<
  TButtonProps,
  'size' | 'block' | 'className' | 'onClick' | 'children' | 'aria-label'
> & {
  to: string;
  color: NonNullable<TButtonProps['kind']>;
  fill: 'solid' | 'outline' | 'none';
};

/** A link in the app, drawn as antd-mobile draws its buttons (their classes), opened by the app's router. */
const LinkButton = ({ to, color, fill, size, block, className, onClick, children, ...rest }: TLinkProps) => {
  const href = useHref(to);
  const follow = useLinkClickHandler(to);
  const classes = [
    'adm-button',
    `adm-button-${color}`,
    'adm-button-shape-default',
    fill !== 'solid' && `adm-button-fill-${fill}`,
    size && `adm-button-${size}`,
    block && 'adm-button-block',
    className,
  ];
  return (
    <a
      {...rest}
      href={href}
      className={classes.filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.();
        follow(event);
      }}
    >
      <span>{children}</span>
    </a>
  );
};

export const ButtonPart: TKit['Button'] = ({
  children,
  kind = 'default',
  outline,
  quiet,
  size,
  icon,
  to,
  ...rest
}) => {
  const fill = quiet ? 'none' : outline ? 'outline' : 'solid';
  const content = icon ? (
    <span className="kit-button__content">
      {icon}
      {children}
    </span>
  ) : (
    children
  );
  if (to) {
    const { block, className, onClick } = rest;
    const link = { to, color: kind, fill, size, block, className, onClick } as const;
    return (
      <LinkButton {...link} aria-label={rest['aria-label']}>
        {content}
      </LinkButton>
    );
  }
  return (
    <Button {...rest} color={kind} fill={fill} size={size}>
      {content}
    </Button>
  );
};

/** Dialog.confirm with its confirm action in red when it destroys or refuses something. */
const confirm: ReturnType<TKit['useConfirm']> = ({ title, content, confirmText, cancelText, danger }) =>
  new Promise<boolean>((resolve) => {
    const answer = (yes: boolean) => () => {
      resolve(yes);
      handler.close();
    };
    const handler = Dialog.show({
      title,
      content,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: cancelText, onClick: answer(false) },
          { key: 'confirm', text: confirmText, bold: true, danger, onClick: answer(true) },
        ],
      ],
    });
  });

export const useConfirm: TKit['useConfirm'] = () => confirm;
