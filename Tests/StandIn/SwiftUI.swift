// A STAND-IN FOR APPLE'S SWIFTUI: declarations only, for type-checking generated code on Linux.
// It is not SwiftUI: nothing here lays out or draws, and every body is `fatalError()` or empty.
// Only what modgen's templates and its generated `<Name>App.swift` use is declared, with the
// signatures (isolation included) that Apple documents on these pages:
//   views:         https://developer.apple.com/documentation/swiftui/view
//                  https://developer.apple.com/documentation/swiftui/viewbuilder
//                  https://developer.apple.com/documentation/swiftui/text
//                  https://developer.apple.com/documentation/swiftui/button
//                  https://developer.apple.com/documentation/swiftui/list
//                  https://developer.apple.com/documentation/swiftui/foreach
//                  https://developer.apple.com/documentation/swiftui/vstack
//                  https://developer.apple.com/documentation/swiftui/progressview
//                  https://developer.apple.com/documentation/swiftui/emptyview
//   modifiers:     https://developer.apple.com/documentation/swiftui/view/font(_:)
//                  https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
//                  https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
//                  https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
//   values:        https://developer.apple.com/documentation/swiftui/font
//                  https://developer.apple.com/documentation/swiftui/alignment
//                  https://developer.apple.com/documentation/swiftui/horizontalalignment
//                  https://developer.apple.com/documentation/swiftui/localizedstringkey
//   data flow:     https://developer.apple.com/documentation/swiftui/observedobject
//   app structure: https://developer.apple.com/documentation/swiftui/app
//                  https://developer.apple.com/documentation/swiftui/scene
//                  https://developer.apple.com/documentation/swiftui/scenebuilder
//                  https://developer.apple.com/documentation/swiftui/windowgroup
// Result-builder parameters are `@ViewBuilder`, as in the SDKs up to iOS 26 (the newest pages
// spell some `@ContentBuilder`). A template that uses more of SwiftUI needs its declaration here
// first, copied from its page. Built by Tests/StandIn/check_standin.py as the module `SwiftUI`
// over the `Combine` stand-in (Swift 6 language mode).

// `import SwiftUI` brings Combine's ObservableObject and Foundation, as on Apple platforms.
@_exported import Combine
@_exported import Foundation

// MARK: - View and its builder

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@frozen public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

@frozen public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stand-in") }
}

@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError("stand-in") }
}

// MARK: - Views

@frozen public struct Text: View, Equatable, Sendable {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public var body: Never { fatalError("stand-in") }
}

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("stand-in") }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}

    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

@frozen public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

// MARK: - Values

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
}

@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

@frozen public struct Font: Hashable, Sendable {
    public static let headline = Font()
}

// MARK: - Modifiers (each returns the view itself: nothing is drawn)

extension View {
    nonisolated public func font(_ font: Font?) -> some View { self }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }

    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View { self }
}

// MARK: - Data flow

@MainActor @propertyWrapper @preconcurrency @frozen public struct ObservedObject<ObjectType: ObservableObject> {
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    @MainActor @preconcurrency public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}

// MARK: - App structure

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError("stand-in") }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}
