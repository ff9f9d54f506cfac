/**
 * The spec's action/subject ability check. Its loader returns a fixed rule set (manage on Admin,
 * read on User), so that set is data here rather than something fetched.
 */
export type AbilityAction = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type AbilitySubject = 'Admin' | 'User' | 'all';

export interface AbilityRule {
  action: AbilityAction;
  subject: AbilitySubject;
}

export const DEFAULT_ABILITY_RULES: readonly AbilityRule[] = [
  { action: 'manage', subject: 'Admin' },
  { action: 'read', subject: 'User' },
];

/** `manage` stands for every action and `all` for every subject, as in the usual ability model. */
export function abilityAllows(
  rules: readonly AbilityRule[],
  action: AbilityAction,
  subject: Exclude<AbilitySubject, 'all'>,
): boolean {
  return rules.some(
    (rule) =>
      (rule.action === action || rule.action === 'manage') && (rule.subject === subject || rule.subject === 'all'),
  );
}

/** The header's profile menu is hidden for whoever can manage the User subject. */
export function isProfileMenuHidden(rules: readonly AbilityRule[] = DEFAULT_ABILITY_RULES): boolean {
  return abilityAllows(rules, 'manage', 'User');
}
