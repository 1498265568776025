import type { QueryType } from "#app/domain/enquiry";

// Every entry point of the enquiry dialog (spec §4). Without JavaScript it is a plain link to the
// enquiry page; with JavaScript the dialog opens in place (app/components/enquiry/).

export type EnquiryInput = {
  typeOfQuery: QueryType;
  brandName?: string;
  modelName?: string;
  traderName?: string;
  cityName?: string;
};

export function enquiryHref(input: EnquiryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value) params.set(key, value);
  return `/enquiry?${params}`;
}

type Props = { input: EnquiryInput; children: React.ReactNode; className?: string };

export function EnquiryButton({ input, children, className = "button" }: Props) {
  return (
    <a href={enquiryHref(input)} className={className} rel="nofollow">
      {children}
    </a>
  );
}
