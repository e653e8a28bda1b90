import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from '../match';
import { createMemoryRouter, redirect } from '../router';
import {
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useSearchParams,
} from '../react';

const idsOf = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map(({ route }) => route.id ?? route.path ?? 'index');

const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      { index: true, id: 'root-index' },
      { id: 'public', children: [{ id: 'login', path: '/login' }] },
      {
        id: 'member',
        path: '/user',
        children: [
          { index: true, id: 'member-index' },
          { id: 'home', path: '/user/home' },
        ],
      },
      { id: 'missing', path: '*' },
    ],
  },
];

describe('matchRoutes', () => {
  it('matches layouts around the screen, an index on its parent address, anything else to *', () => {
    expect(idsOf(tree, '/')).toEqual(['root', 'root-index']);
    expect(idsOf(tree, '/login')).toEqual(['root', 'public', 'login']);
    expect(idsOf(tree, '/user')).toEqual(['root', 'member', 'member-index']);
    expect(idsOf(tree, '/user/home')).toEqual(['root', 'member', 'home']);
    expect(idsOf(tree, '/user/nope')).toEqual(['root', 'missing']);
    expect(idsOf(tree, '/loginx')).toEqual(['root', 'missing']);
  });

  it('ignores case and a trailing slash, as a browser user expects', () => {
    expect(idsOf(tree, '/LOGIN/')).toEqual(['root', 'public', 'login']);
    expect(idsOf(tree, '/user/')).toEqual(['root', 'member', 'member-index']);
  });
});

/** A route table whose screens say where they are; guards as given. */
function app(guards: { member?: () => unknown; home?: () => unknown } = {}): RouteObject[] {
  function Where() {
    const location = useLocation();
    const navigation = useNavigation();
    return (
      <p>
        at {location.pathname}
        {location.search} ({navigation.state})
      </p>
    );
  }
  return [
    {
      id: 'root',
      Component: () => (
        <>
          <nav>
            <NavLink to="/user/home" end>
              Home
            </NavLink>
            <Link to="/login" state={{ from: 'nav' }}>
              Login
            </Link>
          </nav>
          <Outlet />
        </>
      ),
      HydrateFallback: () => <p>starting</p>,
      ErrorBoundary: () => <p role="alert">broken</p>,
      children: [
        { path: '/login', Component: Where },
        {
          path: '/user',
          loader: guards.member,
          children: [
            { index: true, loader: () => redirect('/user/home') },
            { path: '/user/home', loader: guards.home, Component: Where },
          ],
        },
        {
          path: '/boom',
          Component: () => {
            throw new Error('render failed');
          },
        },
      ],
    },
  ];
}

describe('the router', () => {
  it('shows the fallback until the first guards answer, then the screen', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter(app({ home: () => held.then(() => null) }), {
      initialEntries: ['/user/home'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('at /user/home (idle)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('takes the deepest redirect first, and the guard of its target still runs', async () => {
    const router = createMemoryRouter(
      app({ member: () => redirect('/login?redirect=' + encodeURIComponent('/user/home')) }),
      { initialEntries: ['/user'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText(/^at \/login/);
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fhome');
  });

  it('writes the history entry when the move completes; a newer move wins over a slower one', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter(app({ home: () => held.then(() => null) }), {
      initialEntries: ['/login'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('at /login (idle)');
    const slow = router.navigate('/user/home');
    await screen.findByText('at /login (loading)');
    expect(router.state.location.pathname).toBe('/login');
    await act(() => router.navigate('/login?second=1'));
    await act(async () => {
      release();
      await slow;
    });
    expect(router.state.location.search).toBe('?second=1');
    expect(await screen.findByText('at /login?second=1 (idle)')).toBeTruthy();
  });

  it('keeps what a move carried on its entry, and finds it again on Back', async () => {
    const router = createMemoryRouter(app(), { initialEntries: ['/user/home'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('at /user/home (idle)');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByText('at /login (idle)');
    const loginKey = router.state.location.key;
    expect(router.state.location.state).toEqual({ from: 'nav' });
    await act(() => router.navigate('/user/home'));
    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.key).toBe(loginKey);
    expect(router.state.location.state).toEqual({ from: 'nav' });
    expect(router.state.historyAction).toBe('POP');
  });

  it('changes the search on the same path', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button onClick={() => setParams((p) => ({ step: String(Number(p.get('step')) + 1) }))}>
          step {params.get('step') ?? 'none'}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/register', Component: Search }], {
      initialEntries: ['/register'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'step none' }));
    await userEvent.click(await screen.findByRole('button', { name: 'step 1' }));
    expect(await screen.findByRole('button', { name: 'step 2' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it("shows the route's error screen when a screen throws, and the next move clears it", async () => {
    const router = createMemoryRouter(app(), { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('at /login (idle)');
    const quiet = console.error;
    console.error = () => undefined; // React reports the caught error
    try {
      await act(() => router.navigate('/boom'));
      expect(screen.getByRole('alert').textContent).toBe('broken');
    } finally {
      console.error = quiet;
    }
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('at /login (idle)')).toBeTruthy();
  });

  it('renders only what asks about a move while it loads, not the screens', async () => {
    let renders = 0;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    function Screen() {
      renders++;
      return <p>screen at {useLocation().pathname}</p>;
    }
    function Bar() {
      return <p>bar {useNavigation().state}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          Component: () => (
            <>
              <Bar />
              <Outlet />
            </>
          ),
          children: [
            { path: '/a', Component: Screen },
            { path: '/b', loader: () => held.then(() => null), Component: Screen },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('screen at /a');
    const before = renders;
    const moving = router.navigate('/b');
    await screen.findByText('bar loading');
    expect(renders).toBe(before);
    await act(async () => {
      release();
      await moving;
    });
    expect(await screen.findByText('screen at /b')).toBeTruthy();
  });

  it('returns to the saved position on Back (a scrollTo that answers a promise, as Chromium does)', async () => {
    const scrollTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scrollTo', scrollTo);
    try {
      const router = createMemoryRouter(
        [
          {
            Component: () => (
              <>
                <Outlet />
                <ScrollRestoration />
              </>
            ),
            children: [
              { path: '/a', Component: () => <p>page a</p> },
              { path: '/b', Component: () => <p>page b</p> },
            ],
          },
        ],
        { initialEntries: ['/a'] },
      );
      render(<RouterProvider router={router} />);
      await screen.findByText('page a');
      Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
      await act(() => router.navigate('/b'));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      await act(async () => {
        await router.navigate(-1);
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(await screen.findByText('page a')).toBeTruthy();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
      // and leaving the page unmounts its effects without a bogus cleanup
      await act(() => router.navigate('/b'));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(window, 'scrollY');
    }
  });
});
