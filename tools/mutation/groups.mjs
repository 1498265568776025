// The rules under mutation, in groups that run (and report) on their own: a whole run takes hours
// on one shared core, a group minutes to an hour, and a group's report survives the next's failing.
export const MUTATION_GROUPS = {
  billing: ["app/domain/billing/**/*.ts"],
  leads: ["app/domain/leads/**/*.ts", "!app/domain/leads/routing.ts"],
  routing: ["app/domain/leads/routing.ts", "app/domain/rules/india.ts", "app/domain/rules/town.ts"],
  verification: ["app/domain/verification.ts"],
  privacy: ["app/domain/privacy/retention.ts", "app/domain/privacy/grievance.ts"],
  tools: ["app/domain/tools/**/*.ts"],
};
