import type { LevelDraft } from '../editor/use-level-draft.ts';
import type { CreatorText } from '../i18n/use-creator-text.ts';
import type { TourEvent } from '../model/tour.ts';
import { CodeDialog } from './code/code-dialog.tsx';
import { BuildDialog } from './commands/build-dialog.tsx';
import { CommandsDialog } from './commands/commands-dialog.tsx';
import { SpeakDialog } from './commands/speak-dialog.tsx';
import { ItemsDialog } from './items/items-dialog.tsx';
import { SettingsDialog } from './settings/settings-dialog.tsx';
import type { useSettingsTool } from './settings/use-settings-tool.ts';
import type { MapTools } from './use-map-tools.ts';

export interface ToolDialogsProps {
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly draft: LevelDraft;
  readonly tools: MapTools;
  readonly settings: ReturnType<typeof useSettingsTool>;
  readonly saving: boolean;
  readonly organisationUser: boolean;
  readonly tourEvent: (event: TourEvent) => void;
}

/** The creator's dialogs, the one `tools.dialog` names open; each is its tool's own file. */
export function ToolDialogs({ t, nameOf, draft, tools, settings, saving, organisationUser, tourEvent }: ToolDialogsProps) {
  const { dialog, configuringItem } = tools;
  return (
    <>
      <ItemsDialog
        open={dialog === 'items'}
        t={t}
        nameOf={nameOf}
        onClose={tools.closeDialog}
        onPick={(type) => {
          tools.hold({ kind: 'item', type });
          tourEvent('item-mode');
        }}
      />
      <CommandsDialog open={dialog === 'commands'} t={t} onClose={tools.closeDialog} onPick={(action, style) => tools.hold({ kind: 'command', action, style })} />
      {dialog === 'speak' ? <SpeakDialog open t={t} initial={configuringItem?.data ?? 'Hello'} onConfirm={(data) => tools.confirmCommand({ data })} onCancel={tools.cancelCommand} /> : null}
      {dialog === 'build' ? (
        <BuildDialog open t={t} nameOf={nameOf} initial={configuringItem?.buildData} onConfirm={(buildData) => tools.confirmCommand({ buildData })} onCancel={tools.cancelCommand} />
      ) : null}
      <CodeDialog
        open={dialog === 'code'}
        t={t}
        nameOf={nameOf}
        codeTemplate={draft.codeTemplate}
        tutorial={draft.tutorial}
        onClose={tools.closeDialog}
        onChange={(change) => {
          if (change.codeTemplate !== undefined) draft.setCodeTemplate(change.codeTemplate);
          if (change.tutorial !== undefined) draft.setTutorial(change.tutorial);
          draft.markChanged();
        }}
      />
      {dialog === 'settings' || dialog === 'preview-settings' ? (
        <SettingsDialog
          open
          t={t}
          previewMode={dialog === 'preview-settings'}
          initial={settings.initial}
          slug={draft.level?.level_slug ?? ''}
          saving={saving}
          organisationUser={organisationUser}
          canPublish={settings.canPublish}
          onSave={(values) => void settings.apply(values)}
          onClose={tools.closeDialog}
        />
      ) : null}
    </>
  );
}
