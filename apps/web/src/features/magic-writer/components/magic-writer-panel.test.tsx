import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStatus } from '../../../lib/app-status';
import { config } from '../../../lib/config';
import { forgetMagicWriterAvailability, preloadMagicWriter } from '../hooks/use-magic-writer-availability';
import { MagicWriterPanel } from './magic-writer-panel';

const GUID = '10000000-0000-4000-8000-000000000002';

type Call = { url: string; method: string; body: Record<string, unknown> | null };
let calls: Call[] = [];
let routes: Record<string, (body: Record<string, unknown> | null, url: string) => [number, unknown]>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  forgetMagicWriterAvailability();
  calls = [];
  let generated = 0;
  routes = {
    'check-if-magic-writer-service-available': () => [200, { available: true }],
    'generate-contributor-message': (body) => [
      200,
      {
        message: `Happy birthday, ${String(body?.recipientName)}! Message number ${++generated}.`,
        engine: 'local',
      },
    ],
    'improve-contributor-message': (body) =>
      body?.message === 'All good.'
        ? [200, { message: 'All good.', changed: false, engine: 'local' }]
        : [200, { message: 'I will definitely miss you.', changed: true, engine: 'local' }],
    'tell-me-a-random-fact': (_b, url) =>
      url.includes('previous=4')
        ? [200, { id: 9, fact: 'Octopuses have three hearts.' }]
        : [200, { id: 4, fact: 'Sea otters hold hands while they sleep.' }],
    'tracking-details': () => [200, { recorded: true }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      calls.push({ url, method: init.method ?? 'GET', body });
      const key = Object.keys(routes).find((k) => url.includes(k));
      if (!key) return json(404, { error: { code: 'not_found', message: 'nope' } });
      const [status, payload] = routes[key]!(body, url);
      return json(status, payload);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function openWriter() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Magic Message Writer/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Magic Message Writer' });
  return { user, dialog };
}

const tracked = () => calls.filter((c) => c.url.includes('tracking-details')).map((c) => c.body?.event);

describe('MagicWriterPanel', () => {
  it('shows nothing at all when the service is unavailable, and no error', async () => {
    routes['check-if-magic-writer-service-available'] = () => [200, { available: false }];
    const { container } = render(
      <MagicWriterPanel collectionId={GUID} prompt="Need help writing a message?" onInsert={vi.fn()} />,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Need help writing a message?')).toBeNull();
  });

  it('stays hidden and silent when the availability check fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    routes['check-if-magic-writer-service-available'] = () => [
      500,
      { error: { code: 'internal_error', message: 'Boom' } },
    ];
    const { container } = render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(appStatus.get().currentError).toBeNull();
    warn.mockRestore();
  });

  it("starts from the collection's recipient and occasion", async () => {
    render(<MagicWriterPanel collectionId={GUID} recipientName="Sam Lee" occasion="retirement" onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    expect(within(dialog).getByLabelText(/Who is the card for/)).toHaveValue('Sam Lee');
    expect(within(dialog).getByLabelText('Occasion')).toHaveValue('retirement');
    await user.click(within(dialog).getByRole('button', { name: 'Write a message' }));
    expect(await within(dialog).findByText(/Sam Lee/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('generate-contributor-message'))?.body).toMatchObject({ recipientName: 'Sam Lee', occasion: 'retirement' });
  });

  it('writes a message, offers another one, and inserts the chosen one', async () => {
    const onInsert = vi.fn();
    render(<MagicWriterPanel collectionId={GUID} market="AU" onInsert={onInsert} />);
    const { user, dialog } = await openWriter();

    // Focus starts in the first field so keyboard users can type straight away.
    expect(within(dialog).getByLabelText(/Who is the card for/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/Who is the card for/), 'Priya');
    await user.selectOptions(within(dialog).getByLabelText('Occasion'), 'Farewell');
    await user.selectOptions(within(dialog).getByLabelText('They are my…'), 'Friend');
    await user.click(within(dialog).getByRole('radio', { name: 'Funny' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Short' }));
    await user.click(within(dialog).getByRole('button', { name: 'Write a message' }));

    expect(await within(dialog).findByText('Happy birthday, Priya! Message number 1.')).toBeInTheDocument();
    const generateCall = calls.find((c) => c.url.includes('generate-contributor-message'));
    expect(generateCall?.body).toEqual({
      occasion: 'farewell',
      recipientName: 'Priya',
      relationship: 'friend',
      tone: 'funny',
      length: 'short',
      market: 'AU',
      collectionGuid: GUID,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Another one' }));
    expect(await within(dialog).findByText('Happy birthday, Priya! Message number 2.')).toBeInTheDocument();
    const anotherCall = calls.filter((c) => c.url.includes('generate-contributor-message'))[1];
    expect(anotherCall?.body?.previousMessage).toBe('Happy birthday, Priya! Message number 1.');

    await user.click(within(dialog).getByRole('button', { name: 'Use this message' }));
    expect(onInsert).toHaveBeenCalledWith('Happy birthday, Priya! Message number 2.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button that opened the writer.
    expect(screen.getByRole('button', { name: /Magic Message Writer/ })).toHaveFocus();
    await waitFor(() => expect(tracked()).toEqual(['opened', 'generated', 'another', 'inserted']));
    // Tracking never carries message text.
    for (const call of calls.filter((c) => c.url.includes('tracking-details'))) {
      expect(JSON.stringify(call.body)).not.toContain('Message number');
    }
  });

  it('shows the sign page prompt with the button when the writer is available', async () => {
    render(<MagicWriterPanel collectionId={GUID} prompt="Need help writing a message?" onInsert={vi.fn()} />);
    const panel = await screen.findByRole('complementary', { name: 'Magic Message Writer' });
    expect(panel).toHaveTextContent('Need help writing a message?');
    expect(panel).toContainElement(screen.getByRole('button', { name: /Magic Message Writer/ }));
  });

  it('keeps its place, unseen and out of reach, while the check runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { container } = render(<MagicWriterPanel collectionId={GUID} prompt="Need help writing a message?" onInsert={vi.fn()} />);
    const placeholder = container.querySelector('.magic-writer--pending');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveTextContent('Need help writing a message?');
    expect(screen.queryByRole('button')).toBeNull();
    answer(json(200, { available: true }));
    expect(await screen.findByRole('button', { name: /Magic Message Writer/ })).toBeEnabled();
    expect(container.querySelector('.magic-writer--pending')).toBeNull();
  });

  it("draws at once, asking nothing, when the page's settings say the writer is on, and nothing when off", async () => {
    const before = config.magicWriterAvailable;
    try {
      config.magicWriterAvailable = true;
      forgetMagicWriterAvailability();
      const { container, unmount } = render(<MagicWriterPanel collectionId={GUID} prompt="Need help writing a message?" onInsert={vi.fn()} />);
      // The first render already shows it (the server draws the same), with no pending placeholder.
      expect(screen.getByRole('complementary', { name: 'Magic Message Writer' })).toHaveTextContent('Need help writing a message?');
      expect(container.querySelector('.magic-writer--pending')).toBeNull();
      unmount();
      config.magicWriterAvailable = false;
      forgetMagicWriterAvailability();
      const off = render(<MagicWriterPanel collectionId={GUID} prompt="Need help writing a message?" onInsert={vi.fn()} />);
      expect(off.container).toBeEmptyDOMElement();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls.filter((c) => c.url.includes('check-if-magic-writer-service-available'))).toHaveLength(0);
    } finally {
      config.magicWriterAvailable = before;
      forgetMagicWriterAvailability();
    }
  });

  it('checks once when preloaded: a panel mounted later shows at once, with no second check', async () => {
    preloadMagicWriter();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Magic Message Writer/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('check-if-magic-writer-service-available'))).toHaveLength(1);
  });

  it('announces results in a live region', async () => {
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    await user.type(within(dialog).getByLabelText(/Who is the card for/), 'Sam{Enter}');
    const suggestion = await within(dialog).findByText('Happy birthday, Sam! Message number 1.');
    expect(suggestion.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('asks for the name before writing', async () => {
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    await user.click(within(dialog).getByRole('button', { name: 'Write a message' }));
    expect(within(dialog).getByText('Please enter their name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Who is the card for/)).toHaveFocus();
    expect(calls.some((c) => c.url.includes('generate-contributor-message'))).toBe(false);
  });

  it('improves the current message, and says so when nothing needs changing', async () => {
    const onInsert = vi.fn();
    const { rerender } = render(
      <MagicWriterPanel
        collectionId={GUID}
        currentMessage="i will definately miss you"
        onInsert={onInsert}
      />,
    );
    const { user, dialog } = await openWriter();
    await user.click(within(dialog).getByRole('button', { name: 'Improve my message' }));
    expect(await within(dialog).findByText('I will definitely miss you.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Improved message' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('improve'))?.body).toMatchObject({
      message: 'i will definately miss you',
      market: 'US',
    });

    rerender(<MagicWriterPanel collectionId={GUID} currentMessage="All good." onInsert={onInsert} />);
    await user.click(within(dialog).getByRole('button', { name: 'Improve my message' }));
    expect(await within(dialog).findByText(/found nothing to change/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use this message' })).toBeNull();
  });

  it('explains that Improve needs a message first', async () => {
    render(<MagicWriterPanel collectionId={GUID} currentMessage="   " onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    await user.click(within(dialog).getByRole('button', { name: 'Improve my message' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a message on the card first');
  });

  it('tells a random fact, then a different one', async () => {
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    await user.click(within(dialog).getByRole('button', { name: 'Tell me a random fact' }));
    expect(await within(dialog).findByText('Sea otters hold hands while they sleep.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Another fact' }));
    expect(await within(dialog).findByText('Octopuses have three hearts.')).toBeInTheDocument();
  });

  it('shows a friendly message in the panel when writing fails or is rate limited', async () => {
    routes['generate-contributor-message'] = () => [
      429,
      { error: { code: 'rate_limited', message: 'Too many requests.' } },
    ];
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    const { user, dialog } = await openWriter();
    await user.type(within(dialog).getByLabelText(/Who is the card for/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Write a message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please wait a minute');
    // The page's error toast is not used for the panel's own errors.
    expect(appStatus.get().currentError).toBeNull();
  });

  it('closes with Escape', async () => {
    render(<MagicWriterPanel collectionId={GUID} onInsert={vi.fn()} />);
    const { user } = await openWriter();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
