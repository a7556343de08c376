extension UInt8 {
    /// Tab, line feed, vertical tab, form feed, carriage return or space: the ASCII characters that both
    /// `CharacterSet.whitespacesAndNewlines` and `Character.isWhitespace` count as whitespace. Any other
    /// whitespace is not ASCII, so a text whose bytes around it are all below 0x80 can be cleaned by byte.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
