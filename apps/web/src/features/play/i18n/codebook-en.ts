import { COMMAND_DOCS } from '../model/commands.ts';
import { ERROR_FAMILIES, ERROR_FAMILY_WORDS } from '../model/error-families.ts';

/**
 * The `codebook` namespace: what each command does and what raises each error family, by its name
 * (signatures and examples stay Python), and the words around the error families.
 */
export const codebookEn: Record<string, string> = {
  ...Object.fromEntries(COMMAND_DOCS.map((doc) => [doc.name, doc.doc])),
  ...Object.fromEntries(ERROR_FAMILIES.map((family) => [family.name, family.doc])),
  ...ERROR_FAMILY_WORDS,
};
