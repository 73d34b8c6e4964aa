import type { ReactNode, SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { StateCommand } from '@codemirror/state';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import FormatIndentDecreaseRounded from '@mui/icons-material/FormatIndentDecreaseRounded';
import FormatIndentIncreaseRounded from '@mui/icons-material/FormatIndentIncreaseRounded';
import KeyboardAltOutlined from '@mui/icons-material/KeyboardAltOutlined';
import KeyboardReturnRounded from '@mui/icons-material/KeyboardReturnRounded';
import { EDITOR_PALETTE } from '../../../components/code-editor/editor-palette.ts';
import { usePlayText } from '../i18n/use-play-text.ts';
import { COMMAND_DOCS } from '../model/commands.ts';
import { backspace, dedent, indent, moveCursor, newLine, typeCommand, typeText } from './code-keyboard-edits.ts';

export interface CodeKeyboardProps {
  /** The level's commands (model/level-commands.ts). */
  readonly commands: readonly string[];
  readonly onEdit: (command: StateCommand) => void;
  /** While a run holds the code, the keys rest. */
  readonly disabled: boolean;
  /** The glass keyboard is let in, for words between quotes. */
  readonly letters: boolean;
  readonly onLetters: (on: boolean) => void;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const SYMBOLS = ['(', ')', ':', '"', '=', ','];

// The editor keeps the focus (and the on-screen keyboard stays shut): a key never takes it.
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

interface KeyProps {
  readonly onPress: () => void;
  readonly disabled: boolean;
  readonly children: ReactNode;
  readonly label?: string;
  readonly wide?: boolean;
  readonly pressed?: boolean;
  readonly testId: string;
}

function Key({ onPress, disabled, children, label, wide = false, pressed, testId }: KeyProps) {
  return (
    <ButtonBase
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={onPress}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      data-testid={testId}
      sx={{
        minWidth: 44,
        minHeight: 44,
        flex: wide ? '0 0 auto' : '1 0 44px',
        maxWidth: wide ? 'none' : 64,
        px: wide ? 1.5 : 0.5,
        borderRadius: 2,
        fontFamily: EDITOR_PALETTE.fontFamily,
        fontSize: wide ? 15 : 20,
        fontWeight: 700,
        color: pressed ? '#052e16' : '#ecfdf3',
        backgroundColor: pressed ? 'primary.main' : wide ? 'rgba(74, 222, 128, 0.16)' : 'rgba(187, 247, 208, 0.09)',
        border: '1px solid rgba(187, 247, 208, 0.22)',
        '&:active': { backgroundColor: 'rgba(74, 222, 128, 0.35)' },
        '&.Mui-disabled': { opacity: 0.45 },
      }}
    >
      {children}
    </ButtonBase>
  );
}

/**
 * The touch screen's code keyboard under the editor: the level's commands, digits, brackets and
 * the colon, indentation, a new line, the cursor's arrows and Delete. Each tap is one editing
 * command on the code (code-keyboard-edits.ts), so a level is written with taps alone; the
 * letters key lets the device's own keyboard in for words.
 */
export function CodeKeyboard({ commands, onEdit, disabled, letters, onLetters }: CodeKeyboardProps) {
  const t = usePlayText();
  const templates = COMMAND_DOCS.filter((doc) => commands.includes(doc.name));
  const row = { display: 'flex', flexWrap: 'wrap', gap: 0.75 } as const;
  return (
    <Box
      role="group"
      aria-label={t('codeKeyboard.label')}
      data-testid="code-keyboard"
      // Code reads left to right on every page.
      dir="ltr"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 1, borderRadius: 3, backgroundColor: 'rgba(0, 0, 0, 0.28)', userSelect: 'none' }}
    >
      <Box sx={row}>
        {templates.map((doc) => (
          <Key key={doc.name} wide onPress={() => onEdit(typeCommand(doc.insert))} disabled={disabled} testId={`code-key-${doc.name}`}>
            {doc.insert.includes('(') ? `${doc.name}()` : doc.name}
          </Key>
        ))}
      </Box>
      <Box sx={row}>
        {DIGITS.map((digit) => (
          <Key key={digit} onPress={() => onEdit(typeText(digit))} disabled={disabled} testId={`code-key-${digit}`}>
            {digit}
          </Key>
        ))}
      </Box>
      <Box sx={row}>
        {SYMBOLS.map((symbol) => (
          <Key key={symbol} onPress={() => onEdit(typeText(symbol))} disabled={disabled} testId={`code-key-${symbol}`}>
            {symbol}
          </Key>
        ))}
        {/* The two arrows are one pair: a wrap never puts them on different rows. */}
        <Box data-testid="code-keys-arrows" sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.75, flex: '2 0 94px', maxWidth: 134 }}>
          <Key onPress={() => onEdit(moveCursor(-1))} disabled={disabled} label={t('codeKeyboard.left')} testId="code-key-left">
            <ArrowBackRounded />
          </Key>
          <Key onPress={() => onEdit(moveCursor(1))} disabled={disabled} label={t('codeKeyboard.right')} testId="code-key-right">
            <ArrowForwardRounded />
          </Key>
        </Box>
        <Key onPress={() => onEdit(dedent)} disabled={disabled} label={t('codeKeyboard.dedent')} testId="code-key-dedent">
          <FormatIndentDecreaseRounded />
        </Key>
        <Key onPress={() => onEdit(indent)} disabled={disabled} label={t('codeKeyboard.indent')} testId="code-key-indent">
          <FormatIndentIncreaseRounded />
        </Key>
        <Key onPress={() => onEdit(backspace)} disabled={disabled} label={t('codeKeyboard.backspace')} testId="code-key-backspace">
          <BackspaceOutlined />
        </Key>
        <Key onPress={() => onEdit(newLine)} disabled={disabled} label={t('codeKeyboard.newLine')} testId="code-key-newline">
          <KeyboardReturnRounded />
        </Key>
        <Key onPress={() => onLetters(!letters)} disabled={disabled} label={t('codeKeyboard.letters')} pressed={letters} testId="code-key-letters">
          <KeyboardAltOutlined />
        </Key>
      </Box>
    </Box>
  );
}
