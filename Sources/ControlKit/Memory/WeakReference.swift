/// A weak reference as a value, for collections of objects that must not be kept alive.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
