import Dispatch

/// `transform` over `0..<count`, the first half on one thread and the second on another when
/// there are at least `minimum` elements (fewer share too little to pay for a thread). Each
/// result is made in its place in the array: no result is moved or copied after.
enum HalvedMap {
    static func map<Element: Sendable>(count: Int, minimum: Int, _ transform: @Sendable (Int) -> Element) -> [Element] {
        guard count >= max(minimum, 2) else { return (0..<count).map(transform) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress)
            let middle = count / 2
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                guard let base = slots.base else { return }
                for index in lane == 0 ? 0..<middle : middle..<count {
                    (base + index).initialize(to: transform(index))
                }
            }
            initialized = slots.base == nil ? 0 : count
        }
    }

    /// The array's storage, written by both threads at indices the other never touches.
    private struct Slots<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>?
    }
}
