/** Who may open the module (spec part 2 §6: /Tep admin, tep). */
export const TEP_PERMISSIONS = ['admin', 'tep'] as const;
