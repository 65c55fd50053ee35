import type { JSX } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND, ListNode } from '@lexical/list';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { $createImageNode } from './ImageNode';
import { LinkDialog } from './LinkDialog';

type BlockType = 'paragraph' | HeadingTagType | 'bullet' | 'number';

const HEADINGS: HeadingTagType[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT_FORMATS: Array<{ format: TextFormatType; label: string; icon: JSX.Element }> = [
  { format: 'bold', label: 'Fett', icon: <FormatBoldIcon /> },
  { format: 'italic', label: 'Kursiv', icon: <FormatItalicIcon /> },
  { format: 'underline', label: 'Unterstrichen', icon: <FormatUnderlinedIcon /> },
  { format: 'strikethrough', label: 'Durchgestrichen', icon: <StrikethroughSIcon /> },
];
const ALIGNS: Array<{ align: ElementFormatType; label: string; icon: JSX.Element }> = [
  { align: 'left', label: 'Linksbündig', icon: <FormatAlignLeftIcon /> },
  { align: 'center', label: 'Zentriert', icon: <FormatAlignCenterIcon /> },
  { align: 'right', label: 'Rechtsbündig', icon: <FormatAlignRightIcon /> },
  { align: 'justify', label: 'Blocksatz', icon: <FormatAlignJustifyIcon /> },
];

/** Formatting bar of the rich-text editor. */
export function Toolbar(props: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Set<TextFormatType>>(new Set());
  const [blockType, setBlockType] = useState<BlockType>('paragraph');
  const [isLink, setIsLink] = useState(false);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [linkDialogOpen, setLinkDialogOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const readSelection = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    setFormats(new Set(TEXT_FORMATS.map((f) => f.format).filter((f) => selection.hasFormat(f))));
    const anchor = selection.anchor.getNode();
    const block = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
    const list = $getNearestNodeOfType(anchor, ListNode);
    if ($isListNode(list)) setBlockType(list.getListType() === 'number' ? 'number' : 'bullet');
    else if ($isHeadingNode(block)) setBlockType(block.getTag());
    else setBlockType('paragraph');
    const parent = anchor.getParent();
    setIsLink($isLinkNode(parent) || $isLinkNode(anchor));
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(readSelection)),
        editor.registerCommand(CAN_UNDO_COMMAND, (v) => (setCanUndo(v), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (v) => (setCanRedo(v), false), COMMAND_PRIORITY_LOW),
      ),
    [editor, readSelection],
  );

  const setBlock = (type: BlockType) => {
    if (type === 'bullet') {
      editor.dispatchCommand(blockType === 'bullet' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
      return;
    }
    if (type === 'number') {
      editor.dispatchCommand(blockType === 'number' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (type === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
      else $setBlocksType(selection, () => $createHeadingNode(type));
    });
  };

  const insertImage = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      editor.update(() => $insertNodes([$createImageNode(src, file.name)]));
    };
    reader.readAsDataURL(file);
  };

  const d = props.disabled;
  return (
    <Box
      role="toolbar"
      aria-label="Formatierung"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Select
        size="small"
        value={blockType === 'bullet' || blockType === 'number' ? 'paragraph' : blockType}
        onChange={(e) => setBlock(e.target.value as BlockType)}
        disabled={d}
        inputProps={{ 'aria-label': 'Absatzformat' }}
        sx={{ minWidth: 130, mr: 1 }}
      >
        <MenuItem value="paragraph">Normal</MenuItem>
        {HEADINGS.map((h) => (
          <MenuItem key={h} value={h}>
            Überschrift {h.slice(1)}
          </MenuItem>
        ))}
      </Select>
      {TEXT_FORMATS.map((f) => (
        <Knopf
          key={f.format}
          beschreibt={false}
          label={f.label}
          icon={f.icon}
          gedrueckt={formats.has(f.format)}
          hervorheben
          disabled={d}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f.format)}
        />
      ))}
      <Divider orientation="vertical" flexItem />
      <Knopf
        label="Aufzählung"
        icon={<FormatListBulletedIcon />}
        gedrueckt={blockType === 'bullet'}
        disabled={d}
        onClick={() => setBlock('bullet')}
      />
      <Knopf
        label="Nummerierung"
        icon={<FormatListNumberedIcon />}
        gedrueckt={blockType === 'number'}
        disabled={d}
        onClick={() => setBlock('number')}
      />
      <Knopf label="Link" icon={<LinkIcon />} gedrueckt={isLink} disabled={d} onClick={() => setLinkDialogOpen(true)} />
      <Knopf label="Bild einfügen" icon={<ImageIcon />} disabled={d} onClick={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="editor-image-input"
        aria-label="Bilddatei"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) insertImage(file);
          e.target.value = '';
        }}
      />
      <Divider orientation="vertical" flexItem />
      {ALIGNS.map((a) => (
        <Knopf
          key={a.align}
          label={a.label}
          icon={a.icon}
          disabled={d}
          onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a.align)}
        />
      ))}
      <Divider orientation="vertical" flexItem />
      <Knopf
        label="Rückgängig"
        icon={<UndoIcon />}
        disabled={d || !canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      />
      <Knopf
        label="Wiederholen"
        icon={<RedoIcon />}
        disabled={d || !canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      />
      {linkDialogOpen && (
        <LinkDialog
          initialUrl={isLink ? '' : 'https://'}
          onClose={(url) => {
            setLinkDialogOpen(false);
            if (url === null) return;
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, url === '' ? null : url);
          }}
        />
      )}
    </Box>
  );
}

/**
 * A toolbar button: its icon, its name as tooltip and accessible name; `gedrueckt` for a toggle
 * (`hervorheben`: coloured while on). `beschreibt`: the tooltip describes the button (MUI describeChild).
 */
function Knopf(props: {
  label: string;
  icon: JSX.Element;
  gedrueckt?: boolean;
  hervorheben?: boolean;
  beschreibt?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { label, gedrueckt, hervorheben = false } = props;
  return (
    <Tooltip describeChild={props.beschreibt ?? true} title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={gedrueckt}
          color={hervorheben && gedrueckt ? 'primary' : 'default'}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
