import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountInput } from './amount-input';

function Harness() {
  const [value, setValue] = useState('');
  return <AmountInput value={value} onValueChange={setValue} symbol="฿" data-testid="amount" />;
}

afterEach(cleanup);

describe('AmountInput', () => {
  it('opens the decimal keypad and keeps only what an amount can be', () => {
    render(<Harness />);
    const input = screen.getByTestId('amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '1,000.555' } });
    expect(input).toHaveProperty('value', '1000.55');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveProperty('value', '');
  });
});
