import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markPlayed, usePlayed } from '../play-session';
import { storage } from '../storage';

function Probe() {
  return <p>{usePlayed() ? 'played' : 'not yet'}</p>;
}

describe('played in this session (issue 15 reality check)', () => {
  it('is marked in sessionStorage, re-renders its readers and ends with the session', () => {
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => markPlayed());
    expect(screen.getByText('played')).toBeTruthy();
    expect(window.sessionStorage.getItem('played')).toBe('true');
    storage.clearSession();
    expect(storage.hasPlayed()).toBe(false);
  });
});
