import { Fragment } from 'react';
import type { PolicyBlock } from '~/modules/i18n/site/policies-texts.server';
import type { PublicConfig } from '~/utils/env.server';

type Institute = PublicConfig['institute'];

// One sentence of the Policies page as its text module wrote it (policies-texts.server.ts):
// **…** in bold, {email} as a mail link, the institute's other details filled in.
function PolicyText({ text, institute }: { text: string; institute: Institute }) {
  const values: Record<string, string> = { name: institute.name, address: institute.address, phone: institute.phones[0] ?? '' };
  return text.split(/(\*\*.+?\*\*|\{\w+\})/).map((part, index) => {
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part === '{email}')
      return (
        <a key={index} href={`mailto:${institute.email}`}>
          {institute.email}
        </a>
      );
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}

/** A section's paragraphs and lists. */
export function PolicyBlocks({ blocks, institute }: { blocks: PolicyBlock[]; institute: Institute }) {
  return blocks.map((block, index) => {
    if (block.kind === 'p')
      return (
        <p key={index}>
          <PolicyText text={block.text} institute={institute} />
        </p>
      );
    const List = block.kind;
    return (
      <List key={index} className={block.kind === 'ol' ? 'list-decimal space-y-3 pl-6 marker:font-semibold' : 'list-disc space-y-2 pl-6'}>
        {block.items.map((item) => (
          <li key={item}>
            <PolicyText text={item} institute={institute} />
          </li>
        ))}
      </List>
    );
  });
}
