import Dispatch

/// A value computed on another thread from now on; `value` waits for it. For work one thread
/// would otherwise do alone while the other core waits (a large spec's checks while it is
/// parsed, the project README while the stubs render, a template set while the spec loads).
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private let compute: @Sendable () -> Value
    /// Written once, by the computing thread, before it leaves `group`; read after `wait`.
    private var computed: Value?

    /// `concurrently: false` computes it here and now (a thread hop costs tens of
    /// microseconds: more than small work saves).
    package init(concurrently: Bool = true, _ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
        guard concurrently else {
            computed = compute()
            return
        }
        group.enter()
        DispatchQueue.global().async { [self] in
            computed = compute()
            group.leave()
        }
    }

    /// The value, once the other thread has computed it.
    package var value: Value {
        group.wait()
        // Set before `leave`, which `wait` orders before this read; computing again here is
        // only what the compiler needs to see, never what runs.
        return computed ?? compute()
    }
}
