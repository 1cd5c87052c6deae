/** A random Luhn-valid Visa number: a card tester's guess, and a different card each time. */
export function randomCardNumber(): string {
  const digits = [4, ...Array.from({ length: 14 }, () => Math.floor(Math.random() * 10))];
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, with the check digit still to come, every other digit starting here doubles.
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return [...digits, (10 - (sum % 10)) % 10].join('');
}
