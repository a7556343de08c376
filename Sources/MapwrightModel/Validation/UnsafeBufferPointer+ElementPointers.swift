extension UnsafeBufferPointer {
    /// A pointer to each element, to read the elements where they are, field by field: a subscript loads,
    /// and so copies (retains and releases every field of), the whole element.
    var elementPointers: LazyMapSequence<Range<Int>, UnsafePointer<Element>> {
        indices.lazy.map { self.baseAddress.unsafelyUnwrapped + $0 }
    }
}
