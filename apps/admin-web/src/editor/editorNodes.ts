import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { ListItemNode, ListNode } from '@lexical/list';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import type { EditorThemeClasses, Klass, LexicalNode } from 'lexical';
import { ImageNode } from './ImageNode';

/** Every node type the club-info/news HTML can contain. */
export const EDITOR_NODES: Array<Klass<LexicalNode>> = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, ImageNode];

/** Theme classes only style the editing surface; they are stripped from saved HTML. */
export const EDITOR_THEME: EditorThemeClasses = {
  paragraph: 'ed-p',
  text: {
    bold: 'ed-bold',
    italic: 'ed-italic',
    underline: 'ed-underline',
    strikethrough: 'ed-strike',
    underlineStrikethrough: 'ed-underline-strike',
  },
  list: { ul: 'ed-ul', ol: 'ed-ol', listitem: 'ed-li' },
  link: 'ed-link',
};
