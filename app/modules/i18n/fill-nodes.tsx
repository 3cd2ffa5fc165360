import { Fragment, type ReactNode } from 'react';

/**
 * A text's `{name}` placeholders filled with elements (a link where the sentence names a phone
 * number): each language puts them where its grammar wants. fill-text.ts does the same with strings.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
