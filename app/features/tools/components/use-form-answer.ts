import { type FormEvent, useEffect, useRef, useState } from "react";

// A buyer tool's answer follows its GET form as the visitor types. The tool's code arrives after
// the page's, so figures typed into the server's form before then are in the fields but not in the
// state; once the tool has hydrated it reads the form once, and answers for what the fields show.

const formParams = (form: HTMLFormElement) => new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));

export function useFormAnswer<Q>(initial: Q, read: (params: URLSearchParams) => Q) {
  const [live, setLive] = useState(initial);
  const ref = useRef<HTMLFormElement>(null);
  const update = (form: HTMLFormElement) => setLive(read(formParams(form)));
  useEffect(() => {
    if (ref.current) update(ref.current);
  }, []);
  return { live, update, read: (form: HTMLFormElement) => read(formParams(form)), formProps: { ref, onInput: (e: FormEvent<HTMLFormElement>) => update(e.currentTarget) } };
}
