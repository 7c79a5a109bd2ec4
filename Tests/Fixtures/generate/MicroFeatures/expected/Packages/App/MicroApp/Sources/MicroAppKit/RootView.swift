#if canImport(SwiftUI)
import SwiftUI

/// MicroApp's first screen: one row per module the composition root wires. The Xcode app
/// shell's `WindowGroup` shows it.
public struct RootView: View {
    private let lines: [String]

    public init(root: CompositionRoot = CompositionRoot()) {
        self.lines = root.summaries()
    }

    public var body: some View {
        List(lines, id: \.self) { line in
            Text(line)
        }
    }
}
#endif
