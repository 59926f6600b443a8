extension ValueParser where Value == String {
    /// The text as it is, even empty.
    public static var string: ValueParser<String> {
        ValueParser { $0 }
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`: ASCII digits with an optional leading minus, nothing else.
    ///
    /// `Int.init(_:)` alone would also take `+5`; a plus or a space is refused, since it is not
    /// what a user means by a number (and a script that produced it has a bug worth hearing about).
    public static func integer(in range: ClosedRange<Int>) -> ValueParser<Int> {
        ValueParser { text in
            let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : Substring(text).utf8
            guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                throw ValueError(.notWholeNumber)
            }
            // Digits that overflow `Int` are out of any range it can hold.
            guard let value = Int(text), range.contains(value) else {
                throw ValueError(rangeProblem(range))
            }
            return value
        }
    }

    private static func rangeProblem(_ range: ClosedRange<Int>) -> ValueProblem {
        switch (range.lowerBound, range.upperBound) {
        case (Int.min, Int.max): .tooLarge
        case (Int.min, let upper): .atMost(upper)
        case (let lower, Int.max): .atLeast(lower)
        case (let lower, let upper): .between(lower, upper)
        }
    }
}

extension ValueParser where Value == Double {
    /// A finite number above zero written with digits and at most one dot, such as `1`, `0.5` or `.5`.
    ///
    /// `Double.init(_:)` alone also reads `+5`, `1e400` (infinity), `nan` and `0x1p3`, none of which
    /// a user means by a number of seconds.
    public static var positiveNumber: ValueParser<Double> {
        ValueParser { text in
            let dots = text.utf8.count { $0 == UInt8(ascii: ".") }
            let digits = text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard dots <= 1, digits > 0, digits + dots == text.utf8.count,
                  let value = Double(text), value.isFinite, value > 0
            else {
                throw ValueError(.notPositiveNumber)
            }
            return value
        }
    }
}

extension ValueParser where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the raw values of `type`, such as `.oneOf(WidgetKind.self)`; the message lists them all.
    public static func oneOf(_ type: Value.Type) -> ValueParser<Value> {
        ValueParser { text in
            guard let value = Value(rawValue: text) else {
                throw ValueError(.notOneOf(Value.allCases.map(\.rawValue)))
            }
            return value
        }
    }
}

extension ValueParser {
    /// Comma-separated items, each read by `element`, in the order given: `S,M,L`.
    ///
    /// Items are not trimmed (`S, M` has the item ` M`), as no other parser here trims; an empty
    /// item is refused, naming the whole text.
    public static func list<Element: Sendable>(of element: ValueParser<Element>) -> ValueParser<[Element]>
    where Value == [Element] {
        ValueParser<[Element]> { text in
            let items = text.split(separator: ",", omittingEmptySubsequences: false)
            guard !items.contains(where: \.isEmpty) else {
                throw ValueError(.emptyListItem)
            }
            return try items.map { try element.parse(String($0)) }
        }
    }
}
