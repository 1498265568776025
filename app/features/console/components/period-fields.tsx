// The from–to IST days of a console filter (the leads, the access record): two date fields the
// filter's schema reads as `from` and `to`.

type Props = { from: string; to: string; words: { from: string; to: string } };

export function PeriodFields({ from, to, words }: Props) {
  return (
    <>
      <label className="console-field console-field--date">
        <span>{words.from}</span>
        <input type="date" name="from" defaultValue={from} required />
      </label>
      <label className="console-field console-field--date">
        <span>{words.to}</span>
        <input type="date" name="to" defaultValue={to} required />
      </label>
    </>
  );
}
