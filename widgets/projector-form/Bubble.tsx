// An alert that floats over its section (position: absolute), so showing and hiding it never
// moves the page. The live region is always in the DOM, so the text is announced when it appears.
export function Bubble({ text, id }: { text: string | null; id?: string }) {
  return (
    <div className="sf-projector-form__alert" role="alert" id={id}>
      {text && <span className="sf-projector-form__bubble">{text}</span>}
    </div>
  );
}
