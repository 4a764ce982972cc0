import { Fragment } from 'react';

/**
 * The pieces of an email or web address between which a line may break: before the "@" of an email, after the
 * "//" of a web address and before each later "/". Joined, they are the address unchanged.
 */
export function addressPieces(address: string): string[] {
  return address.split(/(?=@)|(?<=\/\/)|(?<=[^/:])(?=\/(?!\/))/).filter((piece) => piece !== '');
}

/**
 * An email or web address as text that wraps where a reader expects ("contact.yunjin.moon" / "@example.com")
 * rather than wherever the line ends; the box it sits in still breaks a piece too long for a line.
 */
export function BreakableAddress({ address }: { address: string }) {
  return (
    <>
      {addressPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
