/**
 * Who may make the knowledge test calls. The administration calls are admin-only (spec part 1 §6: /Quiz). The
 * test list is also read by the e-learning module, so it allows what /Inf and /ELearning allow (spec part 1 §2).
 */
export const QUIZ_ADMIN_PERMISSIONS = ['admin'] as const;
export const QUIZ_LIST_PERMISSIONS = ['admin', 'inf', 'gpa', 'gps', 'ops', 'free'] as const;
