// The rules under mutation, in groups that run (and report) on their own: a group takes minutes on
// one shared core, and a group's report survives the next's failing.
export const MUTATION_GROUPS = {
  billing: ["app/features/leads/billing/**/*.ts", "app/shared/rules/money.ts"],
  leads: ["app/features/leads/rules/**/*.ts", "!app/features/leads/rules/routing.ts"],
  routing: ["app/features/leads/rules/routing.ts", "app/shared/rules/india.ts", "app/features/town/rules/town.ts"],
  verification: ["app/shared/verification.ts"],
  privacy: ["app/features/privacy/rules/retention.ts", "app/features/privacy/rules/grievance.ts"],
  tools: ["app/features/tools/rules/**/*.ts"],
};
