// mailto: links with an encoded subject.
export function mailtoHref(address: string, subject: string) {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
