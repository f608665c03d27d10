// Copies text: the Clipboard API, or a hidden textarea and execCommand('copy') where it is missing or refuses.
const CLIPBOARD_TIMEOUT_MS = 5000;

export async function copyText(text: string): Promise<boolean> {
  // Started synchronously, inside the click/submit that allows clipboard access.
  const viaApi = navigator.clipboard?.writeText
    ? navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  // A browser can leave writeText pending (e.g. waiting on a permission prompt); never hang the dialog.
  const settled = await Promise.race([
    viaApi,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), CLIPBOARD_TIMEOUT_MS)),
  ]);
  if (settled) return true;
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}
