import Foundation
import Mustache

/// Nanoseconds per call of `body` over `count` values.
func measure(_ label: String, count: Int = 2_000_000, _ body: () -> Int) {
    let start = Date()
    let result = body()
    let nanoseconds = Date().timeIntervalSince(start) * 1e9 / Double(count)
    // The result is printed so that the casts cannot be optimised away.
    print(label.padding(toLength: 48, withPad: " ", startingAt: 0), String(format: "%6.1f ns", nanoseconds), "(\(result))")
}

// The casts swift-mustache makes of every context and value it looks at.
let values: [(String, Any)] = [("[String: Any]", ["name": "value"] as [String: Any]), ("String", "value"), ("Bool", true)]
for (type, value) in values {
    let items = Array(repeating: value, count: 2_000_000)
    measure("\(type) as? MustacheParent") { items.reduce(0) { $0 + ($1 is MustacheParent ? 1 : 0) } + 1 }
    measure("\(type) as? MustacheCustomRepresentation") { items.reduce(0) { $0 + ($1 is MustacheCustomRepresentation ? 1 : 0) } + 1 }
    measure("\(type) as? any MustacheSequence") { items.reduce(0) { $0 + ($1 is any MustacheSequence ? 1 : 0) } + 1 }
    measure("\(type) as? Bool (a concrete type)") { items.reduce(0) { $0 + ($1 is Bool ? 1 : 0) } + 1 }
}
