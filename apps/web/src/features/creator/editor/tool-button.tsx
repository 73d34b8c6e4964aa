import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface ToolButtonProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  /** Only the icon (a phone, or a tool that gives up its label between tablet and wide screens). */
  readonly iconOnly: boolean;
  readonly tour?: string;
  readonly disabled?: boolean;
  readonly active?: boolean;
  readonly primary?: boolean;
  /** The tooltip; an icon-only button shows its label there by default. */
  readonly title?: string;
}

/** One button of the creator's top bar: a labelled button, or an icon with its label as tooltip. */
export function ToolButton({ label, icon, onClick, iconOnly, tour, disabled, active, primary, title }: ToolButtonProps) {
  const button = iconOnly ? (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={active || primary ? 'primary' : 'default'} data-tour={tour} sx={{ width: 48, height: 48 }}>
      {icon}
    </IconButton>
  ) : (
    <Button
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      variant={primary ? 'contained' : active ? 'outlined' : 'text'}
      data-tour={tour}
      sx={{ minHeight: 48, fontWeight: 800, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
  return (
    <Tooltip title={title ?? (iconOnly ? label : '')}>
      <span>{button}</span>
    </Tooltip>
  );
}
