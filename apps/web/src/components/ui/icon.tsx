import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const camelCase = (name: string) => name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

const draw = (node: AbstractNode, key: string, rootProps?: Record<string, string>): ReactNode =>
  createElement(
    node.tag,
    {
      key,
      ...Object.fromEntries(
        Object.entries(node.attrs).map(([name, value]) => [
          name === 'class' ? 'className' : camelCase(name),
          value,
        ]),
      ),
      ...rootProps,
    },
    (node.children ?? []).map((child, index) => draw(child, `${key}-${node.tag}-${index}`)),
  );

interface TIconProps extends HTMLAttributes<HTMLSpanElement> {
  /** The icon's drawing, from `@ant-design/icons-svg/es/asn/<Name>` (outlined and filled icons). */
  svg: IconDefinition;
}

/**
 * An icon of Ant Design's set, drawn with the markup and `anticon` classes of `@ant-design/icons`
 * (`styles/global.css` holds its few rules) but without that package's runtime, which a phone's first visit
 * would otherwise download for a handful of icons. The shared components and the phone's pages use it; the
 * desktop's antd components bring the package anyway.
 */
export const Icon = ({ svg, className, ...rest }: TIconProps) => (
  <span
    role="img"
    aria-label={svg.name}
    {...rest}
    className={['anticon', `anticon-${svg.name}`, className].filter(Boolean).join(' ')}
  >
    {typeof svg.icon === 'function'
      ? null
      : draw(svg.icon, `svg-${svg.name}`, {
          'data-icon': svg.name,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': 'true',
        })}
  </span>
);
