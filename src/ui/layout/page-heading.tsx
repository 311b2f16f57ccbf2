import './page-heading.css'

type Props = { title: string }

/**
 * Every page has one top-level heading: pages that show a title of their own (a team, an article, the live
 * room's anchor) render their `<h1>`; for the others — lists, centres, the home — this one, not shown on
 * screen, says what the page is (its title, as in the tab). It steps aside whenever the main area holds
 * another `<h1>` — in CSS (page-heading.css, `:has()`), so the two are never exposed together, not even for the
 * moment between a page drawing its heading and a script noticing.
 */
export function PageHeading({ title }: Props) {
  return (
    <h1 className="visually-hidden page-heading" hidden={!title} data-testid="page-heading">
      {title}
    </h1>
  )
}
