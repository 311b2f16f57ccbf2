import { createFileRoute } from '@tanstack/react-router'
import { AnchorHomePage } from './-components/home-page'

/** The anchor centre's home: an anchor's info, or the application for everyone else. */
export const Route = createFileRoute('/anchorCenter/')({
  component: AnchorHomePage,
})
