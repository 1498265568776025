import { existsSync, readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

// The operator API of the server under test, with the admin token of its local secrets
// (.dev.vars, which `npm start` copies from .dev.vars.example when missing).

function adminToken(): string {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
  if (!token) throw new Error(`no ADMIN_TOKEN in ${file}`);
  return token;
}

export const operatorHeaders = () => ({ Authorization: `Bearer ${adminToken()}` });

/** The private lead page of a trader, created as the operator would: its path. */
export async function leadPagePath(request: APIRequestContext, tName: string): Promise<string> {
  const res = await request.post(`/admin/api/traders/${tName}/lead-link`, { headers: operatorHeaders() });
  if (res.status() !== 201) throw new Error(`lead-link answered ${res.status()}: ${await res.text()}`);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

export type OperatorLead = { id: string; mobile: string; tName: string; billable: boolean; delivery: { webhook: { state: string; attempts: number } } };

export async function operatorLeads(request: APIRequestContext, day: string): Promise<OperatorLead[]> {
  const res = await request.get(`/admin/api/leads?from=${day}&to=${day}`, { headers: operatorHeaders() });
  if (!res.ok()) throw new Error(`leads answered ${res.status()}`);
  return res.json();
}
