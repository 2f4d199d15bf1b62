/**
 * The one error notice the React islands render: the platform's markup for the place it shows in
 * (a `p` or `span` of text, or the `ul.woocommerce-error` list), announced as an alert. A new text in
 * the same notice changes its text, so a screen reader hears the change rather than a second alert.
 */
import type { ReactNode } from 'react';

export interface NoticeProps {
  text: string;
  className: string;
  /** The element the platform uses there; `ul` puts the text in one `li`. */
  as?: 'p' | 'span' | 'ul';
}

export function Notice({ text, className, as: Tag = 'span' }: NoticeProps): ReactNode {
  return (
    <Tag className={className} role="alert">
      {Tag === 'ul' ? <li>{text}</li> : text}
    </Tag>
  );
}
