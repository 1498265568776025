import { data } from "react-router";
import { gatedSeller, sellerAccountContext } from "#app/features/seller/context";
import { StaffView, type StaffAnswer } from "#app/features/seller/components/staff-view";
import { STAFF_MAX, mayManageStaff, newStaffMember, removalRefusal } from "#app/features/seller/rules/staff";
import { sellerMetaWords } from "#app/features/seller/use-seller-words";
import { sellerForm } from "#app/features/seller/server/form";
import { nationalMobile } from "#app/shared/rules/mobile";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/staff";

// The trader's staff numbers, /seller/staff: the owner adds and removes the numbers that may sign
// in (a removed number's sessions end at once); the owner's own number stays. Anyone else on the
// staff is refused the page, told who to ask.


export async function loader({ context }: Route.LoaderArgs) {
  const seller = await gatedSeller(context);
  const account = context.get(sellerAccountContext);
  const [staff, frame] = await Promise.all([account.staff(seller), account.frame(seller)]);
  const owner = staff.find((m) => m.role === "owner") ?? null;
  const page = { staff, me: seller.mobile, traderName: frame.traderName, owner: owner ? owner.name || owner.mobile : "" };
  return data({ ...page, ownerOnly: !mayManageStaff(frame.member) }, { status: mayManageStaff(frame.member) ? 200 : 403, headers: PRIVATE_PAGE_HEADERS });
}

const reply = (answer: StaffAnswer, status = 200) => data(answer, { status, headers: PRIVATE_PAGE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await sellerForm(context, request);
  if (!posted) return reply({ refusal: "expired" }, 403);
  const { field, seller, account, me } = posted;
  if (!me || !mayManageStaff(me)) return reply({ refusal: "not-owner" }, 403);

  if (field("intent") === "add") {
    const typed = { mobile: field("mobile"), name: field("name") };
    const member = newStaffMember(typed);
    if (!member.ok) return reply({ refusal: member.refusal, typed }, 400);
    if ((await account.staff(seller)).length >= STAFF_MAX) return reply({ refusal: "full", typed }, 409);
    if (!(await account.addStaff(seller, member.mobile, member.name))) return reply({ refusal: "already", typed }, 409);
    return reply({ added: member.mobile });
  }
  if (field("intent") === "remove") {
    const mobile = nationalMobile(field("mobile"));
    const target = mobile ? await account.member(seller, mobile) : null;
    const refusal = removalRefusal(me, target);
    if (refusal) return reply({ refusal }, refusal === "not-found" ? 404 : 400);
    await account.removeStaff(seller, target!.mobile);
    return reply({ removed: target!.mobile });
  }
  return reply({ refusal: "expired" }, 400);
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffView {...loaderData} answer={actionData ?? null} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: sellerMetaWords(matches).staff.title }, { name: "robots", content: "noindex, nofollow" }];
}
