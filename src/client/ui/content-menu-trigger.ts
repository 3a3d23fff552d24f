// How the ⋯ button on someone else's content looks, shared by the menu itself (content-menu.tsx) and the
// button drawn before its code has loaded (community-actions.tsx), so the swap is invisible.
export const contentMenuTrigger = {
  className: (small: boolean) =>
    `grid shrink-0 place-items-center rounded-full text-ink-soft hover:bg-crust data-[state=open]:bg-crust ${small ? 'size-11 -my-2 -mr-2' : 'size-11'}`,
  iconClassName: (small: boolean) => (small ? 'size-5' : 'size-6'),
};
