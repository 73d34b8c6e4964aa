import { COMMAND_DOCS } from '../model/commands.ts';

/** The `codebook` namespace: what each command does, by its name (the signature and example stay Python). */
export const codebookEn: Record<string, string> = Object.fromEntries(COMMAND_DOCS.map((doc) => [doc.name, doc.doc]));
